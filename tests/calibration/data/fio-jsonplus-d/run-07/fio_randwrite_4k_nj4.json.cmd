command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=4 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1300
started_utc: 2026-12-06T11:41:22Z
finished_utc: 2026-12-06T11:41:29Z
elapsed_s: 6.3
load_before:  11:41:22 up 17 min,  0 user,  load average: 1.89, 1.75, 1.27
busiest_before: kworker/1:1-eve(2.4%) kworker/1:1H-kb(0.8%) kworker/1:2-dio(0.6%) process_api(0.4%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj4.json
