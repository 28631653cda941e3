command: fio --name=seqread --rw=read --bs=1M --ioengine=libaio --iodepth=4 --direct=1 --numjobs=2 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=normal
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:18:36Z
finished_utc: 2026-12-05T08:18:43Z
elapsed_s: 6.5
load_before:  08:18:36 up  3:32,  0 user,  load average: 5.56, 5.76, 5.39
busiest_before: calibrate_real(53.2%) clippy-driver(39.4%) clippy-driver(36.9%) rustc(19.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_direct_nj2.txt
