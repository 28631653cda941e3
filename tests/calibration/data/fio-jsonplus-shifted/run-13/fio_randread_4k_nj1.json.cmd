command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=1 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:53:22Z
finished_utc: 2026-12-05T08:53:29Z
elapsed_s: 6.9
load_before:  08:53:22 up  4:07,  0 user,  load average: 2.81, 3.92, 4.98
busiest_before: git(4.6%) kworker/1:2H-kblockd(0.7%) kdamond.0(0.5%) kworker/u8:1-ext4-rsv-conversion(0.2%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj1.json
