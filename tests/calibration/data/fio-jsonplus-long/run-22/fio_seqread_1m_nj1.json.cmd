command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=1 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:16:30Z
finished_utc: 2026-12-06T03:16:40Z
elapsed_s: 9.7
load_before:  03:16:30 up 16:09,  0 user,  load average: 7.07, 6.95, 6.21
busiest_before: alarms_real(46.1%) integration-926(32.8%) integration-926(28.1%) pixreport(20.0%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj1.json
