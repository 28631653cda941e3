command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=1 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:53:07Z
finished_utc: 2026-12-05T08:53:16Z
elapsed_s: 8.5
load_before:  08:53:07 up  4:07,  0 user,  load average: 2.76, 3.97, 5.01
busiest_before: python3(3.8%) kworker/1:2H-kblockd(0.7%) kdamond.0(0.5%) kworker/u8:1-ext4-rsv-conversion(0.2%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj1.json
