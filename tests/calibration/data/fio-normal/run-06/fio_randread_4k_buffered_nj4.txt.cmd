command: fio --name=randread --rw=randread --bs=4k --ioengine=psync --direct=0 --numjobs=4 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=normal
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:18:56Z
finished_utc: 2026-12-05T08:19:03Z
elapsed_s: 6.4
load_before:  08:18:56 up  3:33,  0 user,  load average: 5.40, 5.71, 5.38
busiest_before: calibrate_real(51.3%) clippy-driver(34.5%) rustc(30.8%) clippy-driver(18.3%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_buffered_nj4.txt
