command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=2 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T11:14:54Z
finished_utc: 2026-12-05T11:15:01Z
elapsed_s: 6.6
load_before:  11:14:54 up 8 min,  0 user,  load average: 2.50, 1.14, 0.56
busiest_before: rustc(39.4%) rustc(39.2%) rustc(31.7%) kworker/1:3-eve(14.5%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj2.json
