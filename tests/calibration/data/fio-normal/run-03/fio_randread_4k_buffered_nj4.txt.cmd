command: fio --name=randread --rw=randread --bs=4k --ioengine=psync --direct=0 --numjobs=4 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=normal
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:03:33Z
finished_utc: 2026-12-05T08:03:39Z
elapsed_s: 6.4
load_before:  08:03:33 up  3:17,  0 user,  load average: 4.96, 5.58, 4.76
busiest_before: rustc(81.4%) rustc(35.8%) cargo(2.0%) cargo(0.5%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_buffered_nj4.txt
