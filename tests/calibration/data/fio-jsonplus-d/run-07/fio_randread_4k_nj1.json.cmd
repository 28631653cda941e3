command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=1 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1300
started_utc: 2026-12-06T11:40:25Z
finished_utc: 2026-12-06T11:40:31Z
elapsed_s: 6.3
load_before:  11:40:25 up 16 min,  0 user,  load average: 1.55, 1.68, 1.22
busiest_before: kworker/1:1-eve(2.3%) kworker/1:1H-kb(0.8%) kworker/1:2-mm_(0.7%) process_api(0.4%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj1.json
