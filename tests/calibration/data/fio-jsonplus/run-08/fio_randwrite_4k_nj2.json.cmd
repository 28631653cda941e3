command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=2 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:25:54Z
finished_utc: 2026-12-05T08:26:00Z
elapsed_s: 6.5
load_before:  08:25:54 up  3:40,  0 user,  load average: 5.38, 5.71, 5.55
busiest_before: rustc(90.3%) rustdoc(30.5%) kdamond.0(0.5%) kworker/1:3-mm_percpu_wq(0.2%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj2.json
