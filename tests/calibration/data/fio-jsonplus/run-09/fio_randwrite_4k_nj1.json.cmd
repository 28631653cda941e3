command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=1 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:30:26Z
finished_utc: 2026-12-05T08:30:32Z
elapsed_s: 6.5
load_before:  08:30:25 up  3:44,  0 user,  load average: 5.38, 5.67, 5.59
busiest_before: clippy-driver(35.3%) rustc(29.9%) python3(11.1%) cargo(3.5%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj1.json
