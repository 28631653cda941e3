command: fio --name=randread --rw=randread --bs=4k --ioengine=psync --direct=0 --numjobs=2 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=normal
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T09:01:36Z
finished_utc: 2026-12-05T09:01:42Z
elapsed_s: 6.3
load_before:  09:01:36 up  4:15,  0 user,  load average: 3.44, 3.93, 4.52
busiest_before: pixreport(60.0%) cargo(9.8%) integration-a36(7.6%) kworker/1:2H-kblockd(0.7%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_buffered_nj2.txt
