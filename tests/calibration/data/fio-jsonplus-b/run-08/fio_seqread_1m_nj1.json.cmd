command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=1 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T11:35:32Z
finished_utc: 2026-12-05T11:35:39Z
elapsed_s: 6.4
load_before:  11:35:32 up 28 min,  0 user,  load average: 4.42, 4.71, 3.75
busiest_before: rustc(54.3%) pixreport-slots(39.1%) kworker/1:1-eve(1.1%) kworker/1:2-eve(0.7%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj1.json
