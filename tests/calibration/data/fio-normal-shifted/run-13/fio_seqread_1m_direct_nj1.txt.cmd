command: fio --name=seqread --rw=read --bs=1M --ioengine=libaio --iodepth=4 --direct=1 --numjobs=1 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=normal
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:56:31Z
finished_utc: 2026-12-05T08:56:37Z
elapsed_s: 6.5
load_before:  08:56:31 up  4:10,  0 user,  load average: 2.60, 3.50, 4.62
busiest_before: kworker/1:2H-kblockd(0.6%) kdamond.0(0.5%) bash(0.2%) kworker/u8:1-ext4-rsv-conversion(0.2%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_direct_nj1.txt
