command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=4 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T11:54:39Z
finished_utc: 2026-12-05T11:54:45Z
elapsed_s: 6.6
load_before:  11:54:39 up 48 min,  0 user,  load average: 5.71, 4.55, 4.19
busiest_before: rustc(43.0%) rustc(36.9%) rustc(30.6%) cargo(2.2%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj4.json
