command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=4 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:26:25Z
finished_utc: 2026-12-05T08:26:31Z
elapsed_s: 6.4
load_before:  08:26:25 up  3:40,  0 user,  load average: 5.95, 5.81, 5.59
busiest_before: rustc(89.8%) clippy-driver(27.0%) clippy-driver(22.6%) cargo(1.6%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj4.json
