command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=4 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:10:29Z
finished_utc: 2026-12-05T08:10:36Z
elapsed_s: 6.6
load_before:  08:10:29 up  3:24,  0 user,  load average: 5.84, 5.61, 5.08
busiest_before: rustc(42.7%) rustc(38.1%) clippy-driver(7.9%) clippy-driver(7.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj4.json
