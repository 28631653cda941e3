command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=4 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:01:07Z
finished_utc: 2026-12-06T03:01:17Z
elapsed_s: 9.9
load_before:  03:01:07 up 15:54,  0 user,  load average: 6.31, 5.65, 5.36
busiest_before: rustc(66.2%) pixreport-c1bba(50.3%) png-aaf87f0e63d(41.2%) kworker/1:2-dio(1.9%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj4.json
