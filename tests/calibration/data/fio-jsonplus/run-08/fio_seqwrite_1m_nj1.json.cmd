command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=1 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:25:05Z
finished_utc: 2026-12-05T08:25:13Z
elapsed_s: 7.4
load_before:  08:25:05 up  3:39,  0 user,  load average: 5.84, 5.83, 5.58
busiest_before: rustc(89.9%) pixreport(29.0%) pixreport(8.8%) integration-a36(3.9%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj1.json
