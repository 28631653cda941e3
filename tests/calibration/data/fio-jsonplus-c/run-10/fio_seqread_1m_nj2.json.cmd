command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=2 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T20:14:51Z
finished_utc: 2026-12-05T20:14:58Z
elapsed_s: 6.3
load_before:  20:14:51 up  9:08,  0 user,  load average: 1.38, 1.65, 1.78
busiest_before: kworker/1:1-eve(1.7%) kworker/1:0-dio(0.6%) process_api(0.6%) kdamond.0(0.4%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj2.json
