command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=1 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:16:21Z
finished_utc: 2026-12-06T03:16:30Z
elapsed_s: 9.6
load_before:  03:16:21 up 16:09,  0 user,  load average: 6.91, 6.92, 6.19
busiest_before: alarms_real(46.1%) integration-926(33.0%) pixreport(26.3%) integration-926(22.9%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj1.json
