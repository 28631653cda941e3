command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=4 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T07:55:27Z
finished_utc: 2026-12-05T07:55:33Z
elapsed_s: 6.7
load_before:  07:55:26 up  3:09,  0 user,  load average: 6.45, 5.66, 4.10
busiest_before: rustc(41.4%) clippy-driver(22.7%) clippy-driver(16.5%) bash(9.0%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj4.json
