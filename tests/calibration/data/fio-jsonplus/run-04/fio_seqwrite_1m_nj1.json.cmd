command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=1 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:04:22Z
finished_utc: 2026-12-05T08:04:29Z
elapsed_s: 6.8
load_before:  08:04:22 up  3:18,  0 user,  load average: 5.14, 5.54, 4.79
busiest_before: rustc(72.6%) rustc(61.0%) cargo(1.3%) cargo(0.8%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj1.json
