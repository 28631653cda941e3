command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=4 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:17:48Z
finished_utc: 2026-12-06T03:17:58Z
elapsed_s: 9.5
load_before:  03:17:48 up 16:11,  0 user,  load average: 8.14, 7.32, 6.40
busiest_before: alarms_real(46.9%) pixreport(40.0%) pixreport(25.0%) pixreport(18.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj4.json
