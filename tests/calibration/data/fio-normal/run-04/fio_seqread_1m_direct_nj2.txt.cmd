command: fio --name=seqread --rw=read --bs=1M --ioengine=libaio --iodepth=4 --direct=1 --numjobs=2 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=normal
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:08:18Z
finished_utc: 2026-12-05T08:08:25Z
elapsed_s: 6.8
load_before:  08:08:18 up  3:22,  0 user,  load average: 5.43, 5.64, 5.01
busiest_before: rustc(80.5%) rustc(40.2%) rustc(36.0%) cargo(0.6%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_direct_nj2.txt
