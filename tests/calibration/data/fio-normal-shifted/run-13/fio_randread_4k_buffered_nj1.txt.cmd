command: fio --name=randread --rw=randread --bs=4k --ioengine=psync --direct=0 --numjobs=1 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=normal
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:56:37Z
finished_utc: 2026-12-05T08:56:44Z
elapsed_s: 6.4
load_before:  08:56:37 up  4:10,  0 user,  load average: 2.39, 3.44, 4.60
busiest_before: kworker/1:2H-kblockd(0.7%) kdamond.0(0.5%) kworker/u8:1-kvfree_rcu_reclaim(0.2%) bash(0.2%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_buffered_nj1.txt
