command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=2 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:03:44Z
finished_utc: 2026-12-06T03:03:53Z
elapsed_s: 9.4
load_before:  03:03:44 up 15:57,  0 user,  load average: 6.43, 5.99, 5.54
busiest_before: rustc(54.2%) pixreport(42.8%) integration-926(15.3%) cargo(1.5%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj2.json
