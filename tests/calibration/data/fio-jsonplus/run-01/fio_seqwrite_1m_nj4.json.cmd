command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=4 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T07:50:47Z
finished_utc: 2026-12-05T07:50:55Z
elapsed_s: 8.1
load_before:  07:50:47 up  3:05,  0 user,  load average: 6.14, 4.83, 3.35
busiest_before: pixreport-657e2(48.4%) pixreport-657e2(47.4%) pixreport-befor(42.4%) kdamond.0(0.5%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj4.json
