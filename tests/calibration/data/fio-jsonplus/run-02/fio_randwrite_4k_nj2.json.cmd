command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=2 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T07:55:03Z
finished_utc: 2026-12-05T07:55:10Z
elapsed_s: 6.4
load_before:  07:55:03 up  3:09,  0 user,  load average: 5.48, 5.43, 3.99
busiest_before: clippy-driver(38.6%) rustc(36.7%) rustc(26.0%) cargo(1.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj2.json
