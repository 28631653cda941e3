command: fio --name=randread --rw=randread --bs=4k --ioengine=psync --direct=0 --numjobs=4 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=normal
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:39:20Z
finished_utc: 2026-12-05T08:39:27Z
elapsed_s: 6.5
load_before:  08:39:20 up  3:53,  0 user,  load average: 5.50, 5.86, 5.72
busiest_before: rustc(50.6%) rustc(34.3%) calibrate_real(16.6%) kworker/1:2H-kblockd(2.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_buffered_nj4.txt
