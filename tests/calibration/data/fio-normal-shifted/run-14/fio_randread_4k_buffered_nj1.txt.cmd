command: fio --name=randread --rw=randread --bs=4k --ioengine=psync --direct=0 --numjobs=1 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=normal
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T09:01:23Z
finished_utc: 2026-12-05T09:01:30Z
elapsed_s: 6.4
load_before:  09:01:23 up  4:15,  0 user,  load average: 3.87, 4.03, 4.56
busiest_before: rustc(73.0%) cargo(0.7%) kworker/1:2H-kblockd(0.6%) kdamond.0(0.5%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_buffered_nj1.txt
