command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=2 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T11:15:09Z
finished_utc: 2026-12-05T11:15:16Z
elapsed_s: 7.7
load_before:  11:15:09 up 8 min,  0 user,  load average: 3.20, 1.36, 0.64
busiest_before: rustc(42.7%) rustc(38.8%) rustc(37.5%) rustc(22.5%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj2.json
