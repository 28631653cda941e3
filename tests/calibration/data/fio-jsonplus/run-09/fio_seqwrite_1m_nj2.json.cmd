command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=2 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:30:32Z
finished_utc: 2026-12-05T08:30:39Z
elapsed_s: 7.2
load_before:  08:30:32 up  3:44,  0 user,  load average: 5.59, 5.71, 5.61
busiest_before: rustc(73.1%) rustc(42.3%) cargo(28.8%) cargo(2.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj2.json
