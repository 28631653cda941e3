command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=2 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:27:57Z
finished_utc: 2026-12-06T02:28:07Z
elapsed_s: 9.4
load_before:  02:27:57 up 15:21,  0 user,  load average: 5.33, 4.74, 3.38
busiest_before: rustc(64.9%) rustc(38.0%) rustc(36.4%) kworker/1:0-eve(0.9%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj2.json
