command: fio --name=seqread --rw=read --bs=1M --ioengine=libaio --iodepth=4 --direct=1 --numjobs=1 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=normal
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:49:33Z
finished_utc: 2026-12-05T08:49:41Z
elapsed_s: 7.9
load_before:  08:49:33 up  4:03,  0 user,  load average: 3.79, 5.21, 5.60
busiest_before: cp(5.5%) kworker/1:2H-kblockd(0.6%) kdamond.0(0.5%) kworker/1:9-mm_percpu_wq(0.2%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_direct_nj1.txt
