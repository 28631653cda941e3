command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=2 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:43:58Z
finished_utc: 2026-12-06T02:44:08Z
elapsed_s: 9.7
load_before:  02:43:58 up 15:37,  0 user,  load average: 5.88, 5.74, 4.93
busiest_before: rustc(80.8%) png-aaf87f0e63d(49.8%) pixreport(26.7%) integration-926(19.4%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj2.json
