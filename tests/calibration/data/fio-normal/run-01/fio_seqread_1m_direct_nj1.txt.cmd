command: fio --name=seqread --rw=read --bs=1M --ioengine=libaio --iodepth=4 --direct=1 --numjobs=1 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=normal
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T07:52:49Z
finished_utc: 2026-12-05T07:52:55Z
elapsed_s: 6.6
load_before:  07:52:49 up  3:07,  0 user,  load average: 5.71, 5.26, 3.70
busiest_before: rustc(46.5%) rustc(43.4%) rustc(38.1%) cargo(0.7%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_direct_nj1.txt
