command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=2 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:20:21Z
finished_utc: 2026-12-05T08:20:29Z
elapsed_s: 7.6
load_before:  08:20:21 up  3:34,  0 user,  load average: 5.86, 5.91, 5.49
busiest_before: calibrate_real(51.7%) pixreport(31.5%) cargo(30.0%) pixreport(22.2%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj2.json
