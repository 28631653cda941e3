command: fio --name=seqread --rw=read --bs=1M --ioengine=libaio --iodepth=4 --direct=1 --numjobs=1 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=normal
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:03:00Z
finished_utc: 2026-12-05T08:03:06Z
elapsed_s: 6.6
load_before:  08:03:00 up  3:17,  0 user,  load average: 5.78, 5.78, 4.79
busiest_before: rustc(75.9%) clippy-driver(43.6%) clippy-driver(42.7%) cargo(3.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_direct_nj1.txt
