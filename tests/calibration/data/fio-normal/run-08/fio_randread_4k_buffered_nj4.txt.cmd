command: fio --name=randread --rw=randread --bs=4k --ioengine=psync --direct=0 --numjobs=4 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=normal
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:29:11Z
finished_utc: 2026-12-05T08:29:18Z
elapsed_s: 6.4
load_before:  08:29:11 up  3:43,  0 user,  load average: 5.28, 5.67, 5.58
busiest_before: calibrate_real(59.4%) clippy-driver(34.3%) rustc(27.5%) clippy-driver(21.7%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_buffered_nj4.txt
