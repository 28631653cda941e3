command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=4 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:42:21Z
finished_utc: 2026-12-06T02:42:31Z
elapsed_s: 9.6
load_before:  02:42:21 up 15:35,  0 user,  load average: 7.17, 5.91, 4.89
busiest_before: pixreport-c1bba(57.2%) pixreport-c1bba(51.7%) png-aaf87f0e63d(32.3%) kworker/1:2-eve(1.5%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj4.json
