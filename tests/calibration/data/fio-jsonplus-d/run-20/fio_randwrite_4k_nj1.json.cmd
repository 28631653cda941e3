command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=1 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1300
started_utc: 2026-12-06T11:58:54Z
finished_utc: 2026-12-06T11:59:00Z
elapsed_s: 6.3
load_before:  11:58:54 up 35 min,  0 user,  load average: 1.38, 1.56, 1.49
busiest_before: kworker/1:2-eve(2.5%) kworker/1:1H-kb(1.0%) kworker/1:0-dio(1.0%) kworker/1:1-eve(0.6%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj1.json
