command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=4 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:41:07Z
finished_utc: 2026-12-05T08:41:16Z
elapsed_s: 8.1
load_before:  08:41:07 up  3:55,  0 user,  load average: 5.76, 5.93, 5.77
busiest_before: calibrate_real(35.8%) rustc(32.0%) rustc(31.6%) rustc(29.7%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj4.json
