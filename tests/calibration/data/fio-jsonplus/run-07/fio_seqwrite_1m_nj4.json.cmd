command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=4 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:20:49Z
finished_utc: 2026-12-05T08:20:58Z
elapsed_s: 9.1
load_before:  08:20:49 up  3:35,  0 user,  load average: 6.39, 6.03, 5.54
busiest_before: calibrate_real(51.4%) clippy-driver(25.6%) clippy-driver(24.9%) pixreport(23.8%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj4.json
