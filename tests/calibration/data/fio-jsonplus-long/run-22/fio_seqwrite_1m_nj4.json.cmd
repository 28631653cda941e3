command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=4 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:17:38Z
finished_utc: 2026-12-06T03:17:48Z
elapsed_s: 9.6
load_before:  03:17:38 up 16:11,  0 user,  load average: 7.98, 7.26, 6.37
busiest_before: alarms_real(47.0%) pixreport(32.4%) pixreport(25.0%) integration-926(16.5%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj4.json
