command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=2 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:03:34Z
finished_utc: 2026-12-06T03:03:44Z
elapsed_s: 9.7
load_before:  03:03:34 up 15:56,  0 user,  load average: 6.52, 5.99, 5.54
busiest_before: rustc(43.2%) png-aaf87f0e63d(32.5%) pixreport(23.6%) integration-926(16.3%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj2.json
