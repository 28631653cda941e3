command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=2 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:35:44Z
finished_utc: 2026-12-06T02:35:54Z
elapsed_s: 9.7
load_before:  02:35:44 up 15:29,  0 user,  load average: 6.18, 5.61, 4.35
busiest_before: rustc(60.6%) pixreport-c1bba(48.3%) addr2line(40.6%) alarms_real(21.9%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj2.json
