command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=2 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T11:47:53Z
finished_utc: 2026-12-05T11:47:59Z
elapsed_s: 6.5
load_before:  11:47:53 up 41 min,  0 user,  load average: 3.88, 4.16, 4.01
busiest_before: rustc(70.3%) pixreport-needl(68.0%) cargo(1.7%) kworker/1:0-dio(0.9%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj2.json
