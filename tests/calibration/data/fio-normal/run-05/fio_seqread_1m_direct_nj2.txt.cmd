command: fio --name=seqread --rw=read --bs=1M --ioengine=libaio --iodepth=4 --direct=1 --numjobs=2 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=normal
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:13:30Z
finished_utc: 2026-12-05T08:13:36Z
elapsed_s: 6.8
load_before:  08:13:30 up  3:27,  0 user,  load average: 5.55, 5.76, 5.24
busiest_before: pixreport-657e2(70.7%) rustc(42.6%) rustc(42.1%) cargo(1.0%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_direct_nj2.txt
