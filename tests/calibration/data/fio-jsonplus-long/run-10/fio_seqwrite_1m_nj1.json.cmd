command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=1 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:43:20Z
finished_utc: 2026-12-06T02:43:29Z
elapsed_s: 9.4
load_before:  02:43:20 up 15:36,  0 user,  load average: 5.68, 5.70, 4.88
busiest_before: rustc(87.0%) pixreport(57.8%) pixreport(46.1%) integration-926(30.9%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj1.json
