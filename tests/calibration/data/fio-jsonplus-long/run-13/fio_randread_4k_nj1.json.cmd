command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=1 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:51:54Z
finished_utc: 2026-12-06T02:52:04Z
elapsed_s: 9.4
load_before:  02:51:54 up 15:45,  0 user,  load average: 6.05, 5.65, 5.22
busiest_before: pixreport-c1bba(135%) pixreport(45.4%) cargo(6.8%) integration-926(2.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj1.json
