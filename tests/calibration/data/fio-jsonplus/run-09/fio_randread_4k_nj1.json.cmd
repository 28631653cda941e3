command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=1 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:30:19Z
finished_utc: 2026-12-05T08:30:25Z
elapsed_s: 6.6
load_before:  08:30:19 up  3:44,  0 user,  load average: 5.59, 5.72, 5.61
busiest_before: clippy-driver(36.0%) clippy-driver(34.5%) cal_debug(30.7%) cargo(10.6%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj1.json
