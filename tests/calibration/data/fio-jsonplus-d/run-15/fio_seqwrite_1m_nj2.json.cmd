command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=2 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1300
started_utc: 2026-12-06T11:51:56Z
finished_utc: 2026-12-06T11:52:03Z
elapsed_s: 6.4
load_before:  11:51:56 up 28 min,  0 user,  load average: 1.38, 1.58, 1.45
busiest_before: kworker/1:2-dio(3.6%) kworker/1:1H-kb(1.0%) process_api(0.5%) kdamond.0(0.4%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj2.json
