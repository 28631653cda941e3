command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=4 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:14:53Z
finished_utc: 2026-12-06T03:15:02Z
elapsed_s: 9.7
load_before:  03:14:53 up 16:08,  0 user,  load average: 7.92, 6.87, 6.10
busiest_before: alarms_real(46.5%) png-aaf87f0e63d(39.2%) pixreport-c1bba(38.1%) rust-lld(18.7%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj4.json
